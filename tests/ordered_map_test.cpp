// validator/ordered_map.hpp: results consumed in index order whatever the threads' order, an early
// stop, and a worker's exception rethrown on the calling thread.
#include "validator/ordered_map.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace kifukit {
namespace {

TEST(OrderedParallelMap, ConsumesInIndexOrderWhateverOrderTheWorkersFinish) {
  std::vector<int> seen;
  // Lower indices take longer, so with three workers they finish after higher ones.
  ordered_parallel_map<int>(
      10, 3,
      [](int i) {
        std::this_thread::sleep_for(std::chrono::milliseconds((10 - i) % 4));
        return i * i;
      },
      [&](int i, int r) {
        EXPECT_EQ(r, i * i);
        seen.push_back(i);
        return true;
      },
      2);
  EXPECT_EQ(seen, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
}

TEST(OrderedParallelMap, StopsWhenTheConsumerSaysSo) {
  std::vector<int> seen;
  ordered_parallel_map<std::string>(
      100, 2, [](int i) { return std::to_string(i); },
      [&](int i, const std::string& r) {
        seen.push_back(std::stoi(r));
        return i < 4;  // the fifth result (index 4) is the last consumed
      });
  EXPECT_EQ(seen, (std::vector<int>{0, 1, 2, 3, 4}));
}

TEST(OrderedParallelMap, RethrowsAWorkersExceptionAfterTheResultsBeforeIt) {
  std::vector<int> seen;
  EXPECT_THROW(ordered_parallel_map<int>(
                   20, 2,
                   [](int i) {
                     if (i == 7) throw std::runtime_error("seven");
                     return i;
                   },
                   [&](int i, int) {
                     seen.push_back(i);
                     return true;
                   }),
               std::runtime_error);
  EXPECT_EQ(seen, (std::vector<int>{0, 1, 2, 3, 4, 5, 6}));
}

TEST(OrderedParallelMap, NothingToDoCallsNothing) {
  int calls = 0;
  ordered_parallel_map<int>(
      0, 2, [&](int) { return ++calls; }, [&](int, int) { return ++calls > 0; });
  EXPECT_EQ(calls, 0);
}

}  // namespace
}  // namespace kifukit
