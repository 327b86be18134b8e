# shellcheck shell=bash
# On the device machine (NVIDIA H100 + PoCL 5), sourced from the repository root: an OpenCL
# vendors folder for NVIDIA's driver (no ICD file is registered there) and PoCL, and the
# carried ICD loader. Usage: source scripts/device_env.sh [carry-dir]
carry="$(cd "${1:-.device-carry}" && pwd)"
vendors=/tmp/clconform-vendors
mkdir -p "${vendors}"
nvidia=$(ls /usr/lib/libnvidia-opencl.so.1 /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1 \
  /usr/local/nvidia/lib64/libnvidia-opencl.so.1 2>/dev/null | head -n 1)
[ -n "${nvidia}" ] && echo "${nvidia}" >"${vendors}/nvidia.icd"
pocl=$(cat /etc/OpenCL/vendors/pocl.icd 2>/dev/null || ls /usr/lib/x86_64-linux-gnu/libpocl.so* /usr/local/lib/libpocl.so* 2>/dev/null | head -n 1)
[ -n "${pocl}" ] && echo "${pocl}" >"${vendors}/pocl.icd"
export OCL_ICD_VENDORS="${vendors}"
export LD_LIBRARY_PATH="${carry}${LD_LIBRARY_PATH:+:${LD_LIBRARY_PATH}}"
export PATH="${carry}:${PATH}"
echo "device_env: vendors: $(cat "${vendors}"/*.icd 2>/dev/null | tr '\n' ' ')"
