# Device call 3 (eighteenth session): clconform-bench on PoCL 5.0, twice, with its new line: the
# least test_half's rte group can cost a checker there (each of the 66 variants' built-in alone
# through a __private half*, every element XOR-folded, times 2^32 elements and 3 pointer forms).
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
for round in 1 2; do
  echo "== round $round"
  timeout 200 .device-carry/clconform-bench --device=Portable 2>&1 | tail -3
done
