// An ordered parallel map: work(i) for every i in [0, n) on `jobs` threads, the calling thread one
// of them (one job: the calling thread alone), each result handed to consume(i, result) on the
// calling thread in index order. `kifukit validate` uses it for a batch of files; a library
// caller (Python, Dask) may use it for any batch of records.
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

namespace detail {

// A result, or the exception its work threw, waiting to be consumed.
template <class Result>
struct Slot {
  std::optional<Result> result;
  std::exception_ptr failure;
};

// Stops and joins the workers on every way out of ordered_parallel_map, exceptions included.
struct WorkerJoiner {
  std::mutex& mutex;
  bool& stopped;
  std::condition_variable& space;
  std::vector<std::thread>& threads;
  ~WorkerJoiner() {
    {
      std::lock_guard lock(mutex);
      stopped = true;
      space.notify_all();
    }
    for (std::thread& t : threads)
      if (t.joinable()) t.join();
  }
};

// One job (or one item) is done on the calling thread: a worker would only hand each result over
// through the lock, waking a thread per item, for no work done at the same time but the
// consumer's (docs/speed.md, "Two jobs").
template <class Result, class Work, class Consume>
void sequential_map(int n, Work& work, Consume& consume) {
  for (int i = 0; i < n; ++i) {
    Result result = work(i);
    if (!consume(i, result)) return;
  }
}

}  // namespace detail

// jobs <= 0: one per core. window <= 0: four results per job.
template <class Result, class Work, class Consume>
void ordered_parallel_map(int n, int jobs, Work&& work, Consume&& consume, int window = 0) {
  if (n <= 0) return;
  if (jobs <= 0) jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  jobs = std::min(jobs, n);
  if (jobs == 1) {
    detail::sequential_map<Result>(n, work, consume);
    return;
  }
  if (window <= 0) window = 4 * jobs;
  using Slot = detail::Slot<Result>;
  std::vector<std::optional<Slot>> ring(static_cast<std::size_t>(window));
  int consumed = 0;      // guarded by mutex
  bool stopped = false;  // guarded by mutex: the calling thread gave up (a failure, early stop)
  std::mutex mutex;
  std::condition_variable ready, space;
  std::atomic<int> next{0};
  // Works index j and leaves its result, or its failure, in j's slot.
  auto work_into_slot = [&](int j) {
    Slot slot;
    try {
      slot.result.emplace(work(j));
    } catch (...) {
      slot.failure = std::current_exception();
    }
    std::lock_guard lock(mutex);
    ring[static_cast<std::size_t>(j % window)] = std::move(slot);
    ready.notify_all();
  };
  auto worker = [&] {
    for (int i; (i = next++) < n;) {
      {
        std::unique_lock lock(mutex);
        space.wait(lock, [&] { return stopped || i < consumed + window; });
        if (stopped) return;
      }
      work_into_slot(i);
    }
  };
  // The calling thread's own share: the next index nobody took, if the window has room for it
  // (items before i are consumed, so i + window is the window's end).
  auto work_one_here = [&](int i) {
    for (int j = next.load(); j < n && j < i + window;)
      if (next.compare_exchange_weak(j, j + 1)) {
        work_into_slot(j);
        return true;
      }
    return false;
  };
  std::vector<std::thread> threads;
  const detail::WorkerJoiner joiner{mutex, stopped, space, threads};
  // jobs - 1 workers: the calling thread is the last job. It works while the result it must
  // consume next is not there, and waits only when every index in the window is taken (one of
  // them, then, by a worker busy with it): no more threads than jobs, so the consumer does not
  // take a core from a worker on every item (docs/speed.md, "Two jobs").
  for (int t = 1; t < jobs; ++t) threads.emplace_back(worker);
  for (int i = 0; i < n; ++i) {
    Slot taken;
    for (;;) {
      std::unique_lock lock(mutex);
      std::optional<Slot>& slot = ring[static_cast<std::size_t>(i % window)];
      if (!slot.has_value()) {
        lock.unlock();
        if (work_one_here(i)) continue;
        lock.lock();
        ready.wait(lock, [&] { return slot.has_value(); });
      }
      taken = std::move(*slot);
      slot.reset();
      consumed = i + 1;
      space.notify_all();
      break;
    }
    if (taken.failure) std::rethrow_exception(taken.failure);
    if (!consume(i, *taken.result)) return;
  }
}

}  // namespace kifukit
