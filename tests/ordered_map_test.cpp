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

// One job: work and consume take turns on the calling thread, no thread started.
TEST(OrderedParallelMap, OneJobWorksOnTheCallingThreadInTurn) {
  std::vector<std::string> calls;
  const std::thread::id caller = std::this_thread::get_id();
  ordered_parallel_map<int>(
      3, 1,
      [&](int i) {
        EXPECT_EQ(std::this_thread::get_id(), caller);
        calls.push_back("work " + std::to_string(i));
        return i;
      },
      [&](int i, int) {
        calls.push_back("consume " + std::to_string(i));
        return i < 1;  // stops after the second
      });
  EXPECT_EQ(calls, (std::vector<std::string>{"work 0", "consume 0", "work 1", "consume 1"}));
}

TEST(OrderedParallelMap, NothingToDoCallsNothing) {
  int calls = 0;
  ordered_parallel_map<int>(
      0, 2, [&](int) { return ++calls; }, [&](int, int) { return ++calls > 0; });
  EXPECT_EQ(calls, 0);
}

}  // namespace
}  // namespace kifukit
