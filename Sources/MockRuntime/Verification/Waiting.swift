extension MockState {
    /// Suspends until a call is recorded after `version`, or until `deadline`. Returns
    /// whether a call arrived. Recording a call resumes every waiter; a timer task resumes
    /// this one at the deadline; cancellation resumes it at once. No polling.
    func waitForNextCall(after version: UInt64, until deadline: Deadline) async -> Bool {
        let id = storage.withLock { $0.makeID() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                // Cancellation sets the flag before running `onCancel`, and `onCancel` takes
                // the same lock, so a cancel is seen here or finds the registered waiter.
                let immediate = storage.withLock { storage -> Bool? in
                    if storage.version != version { return true }
                    if Task.isCancelled { return false }
                    storage.waiters[id] = continuation
                    return nil
                }
                if let immediate {
                    continuation.resume(returning: immediate)
                    return
                }
                let timer = Task { [self] in
                    // `Task.sleep` may return early (cancellation): sleep again until the
                    // deadline has really passed, unless the timer was cancelled.
                    while let remaining = deadline.remainingNanoseconds, !Task.isCancelled {
                        try? await Task.sleep(nanoseconds: remaining)
                    }
                    resumeWaiter(id, callArrived: false)
                }
                let keep = storage.withLock { storage in
                    guard storage.waiters[id] != nil else { return false }
                    storage.timers[id] = timer
                    return true
                }
                if !keep { timer.cancel() }
            }
        } onCancel: {
            resumeWaiter(id, callArrived: false)
        }
    }

    private func resumeWaiter(_ id: Int, callArrived: Bool) {
        let (continuation, timer) = storage.withLock { storage in
            (storage.waiters.removeValue(forKey: id), storage.timers.removeValue(forKey: id))
        }
        continuation?.resume(returning: callArrived)
        timer?.cancel()
    }
}
