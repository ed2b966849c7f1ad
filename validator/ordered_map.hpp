// An ordered parallel map: work(i) for every i in [0, n) on `jobs` threads (one job: the calling
// thread, no other), each result handed to consume(i, result) on the calling thread in index
// order. `kifukit validate` uses it for a batch
// of files; a library caller (Python, Dask) may use it for any batch of records.
//
// Workers take indices in any order, at most `window` ahead of the calling thread, which consumes
// the results in order and lets each go once consumed: results wait in a ring of `window` slots,
// so memory stays flat however large the batch (and however slowly the consumer goes). The slot of
// index i is free when it is taken: i < consumed + window. An exception in a worker (a bug)
// travels in its slot to the calling thread, which stops the workers and rethrows it; an exception
// escaping a thread would call std::terminate. consume returns false to stop early.
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace kifukit {

// jobs <= 0: one per core. window <= 0: four results per job.
template <class Result, class Work, class Consume>
void ordered_parallel_map(int n, int jobs, Work&& work, Consume&& consume, int window = 0) {
  if (n <= 0) return;
  if (jobs <= 0) jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  jobs = std::min(jobs, n);
  if (jobs == 1) {
    // One job (or one item) is done on the calling thread: a worker would only hand each result
    // over through the lock, waking a thread per item, for no work done at the same time but the
    // consumer's (docs/speed.md, "Two jobs").
    for (int i = 0; i < n; ++i) {
      Result result = work(i);
      if (!consume(i, result)) return;
    }
    return;
  }
  if (window <= 0) window = 4 * jobs;
  struct Slot {
    std::optional<Result> result;
    std::exception_ptr failure;
  };
  std::vector<std::optional<Slot>> ring(static_cast<std::size_t>(window));
  int consumed = 0;      // guarded by mutex
  bool stopped = false;  // guarded by mutex: the calling thread gave up (a failure, early stop)
  std::mutex mutex;
  std::condition_variable ready, space;
  std::atomic<int> next{0};
  auto worker = [&] {
    for (int i; (i = next++) < n;) {
      {
        std::unique_lock lock(mutex);
        space.wait(lock, [&] { return stopped || i < consumed + window; });
        if (stopped) return;
      }
      Slot slot;
      try {
        slot.result.emplace(work(i));
      } catch (...) {
        slot.failure = std::current_exception();
      }
      std::lock_guard lock(mutex);
      ring[static_cast<std::size_t>(i % window)] = std::move(slot);
      ready.notify_all();
    }
  };
  std::vector<std::thread> threads;
  // Stops and joins the workers on every way out of this function, exceptions included.
  struct Joiner {
    std::mutex& mutex;
    bool& stopped;
    std::condition_variable& space;
    std::vector<std::thread>& threads;
    ~Joiner() {
      {
        std::lock_guard lock(mutex);
        stopped = true;
        space.notify_all();
      }
      for (std::thread& t : threads)
        if (t.joinable()) t.join();
    }
  } joiner{mutex, stopped, space, threads};
  for (int t = 0; t < jobs; ++t) threads.emplace_back(worker);
  for (int i = 0; i < n; ++i) {
    Slot taken;
    {
      std::unique_lock lock(mutex);
      std::optional<Slot>& slot = ring[static_cast<std::size_t>(i % window)];
      ready.wait(lock, [&] { return slot.has_value(); });
      taken = std::move(*slot);
      slot.reset();
      consumed = i + 1;
      space.notify_all();
    }
    if (taken.failure) std::rethrow_exception(taken.failure);
    if (!consume(i, *taken.result)) return;
  }
}

}  // namespace kifukit
