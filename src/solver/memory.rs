//! Large zeroed memory for the transposition table.
//!
//! The table is read at random all over, so on Linux it can ask for huge pages (2 MiB):
//! with 4 KiB pages nearly every probe of a 1 GiB table misses the TLB, and first touching
//! the table faults once per 4 KiB. Measured on this project's 2-core machine, touching
//! 1 GiB took 0.5-0.9 s with small pages and about 0.1 s with huge pages. But a small search
//! scatters its few entries over the whole table, and each huge page it touches is zeroed
//! whole (a mate in 11 in a fresh 256 MiB table: 31 ms with small pages, 0.5 s with huge
//! ones), so the table asks only once it is well filled ([`ZeroedSlice::advise_huge_pages`]).
//! The memory comes from the system zeroed and is only backed once written, either way;
//! where huge pages are not to be had the system quietly gives small ones.

use std::ops::{Deref, DerefMut};

/// A slice of `T` that starts all zero. `T` must be a type for which all-zero bytes are a
/// valid value (the constructor is `unsafe` for that reason).
pub(crate) struct ZeroedSlice<T> {
    ptr: *mut T,
    len: usize,
}

// SAFETY: the slice owns its memory alone, like a `Box<[T]>`.
unsafe impl<T: Send> Send for ZeroedSlice<T> {}
unsafe impl<T: Sync> Sync for ZeroedSlice<T> {}

impl<T> ZeroedSlice<T> {
    /// `len` zeroed values, or `None` when the system refuses the memory.
    ///
    /// # Safety
    /// All-zero bytes must be a valid `T`.
    pub unsafe fn new(len: usize) -> Option<ZeroedSlice<T>> {
        let bytes = len.checked_mul(std::mem::size_of::<T>())?;
        if bytes == 0 || std::mem::align_of::<T>() > 16 {
            return None;
        }
        let ptr = unsafe { allocate(bytes)? }.cast::<T>();
        Some(ZeroedSlice { ptr, len })
    }

    /// The first value's address, for access that the caller keeps exclusive itself (the
    /// table locks each bucket).
    pub fn as_mut_ptr(&self) -> *mut T {
        self.ptr
    }

    /// Asks the system for huge pages from now on (pages not yet touched come so, and the
    /// system may merge the others). Advice only: refused, the memory works as it did.
    pub fn advise_huge_pages(&self) {
        #[cfg(target_os = "linux")]
        // SAFETY: the range is this slice's own mapping; advice changes no contents.
        unsafe {
            libc::madvise(self.ptr.cast(), self.bytes(), libc::MADV_HUGEPAGE)
        };
    }

    fn bytes(&self) -> usize {
        self.len * std::mem::size_of::<T>()
    }
}

impl<T> Deref for ZeroedSlice<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // SAFETY: `ptr` holds `len` values, initialised (zero) at allocation.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
}

impl<T> DerefMut for ZeroedSlice<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as in `deref`, and `&mut self` makes the access unique.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

impl<T> Drop for ZeroedSlice<T> {
    fn drop(&mut self) {
        // SAFETY: the pointer and size are those `allocate` returned.
        unsafe { release(self.ptr.cast(), self.bytes()) }
    }
}

#[cfg(target_os = "linux")]
unsafe fn allocate(bytes: usize) -> Option<*mut u8> {
    // SAFETY: an anonymous private mapping touches no existing memory; the kernel zeroes it.
    let ptr = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            bytes,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    (ptr != libc::MAP_FAILED).then_some(ptr.cast())
}

#[cfg(target_os = "linux")]
unsafe fn release(ptr: *mut u8, bytes: usize) {
    // SAFETY: the caller passes a mapping made by `allocate`, unmapped once.
    unsafe { libc::munmap(ptr.cast(), bytes) };
}

#[cfg(not(target_os = "linux"))]
unsafe fn allocate(bytes: usize) -> Option<*mut u8> {
    // A small alignment: the system allocator hands out lazily zeroed pages (calloc) only
    // for those, and writes every byte for larger ones.
    let layout = std::alloc::Layout::from_size_align(bytes, ALIGN).ok()?;
    // SAFETY: the layout has a non-zero size.
    let ptr = unsafe { std::alloc::alloc_zeroed(layout) };
    (!ptr.is_null()).then_some(ptr)
}

#[cfg(not(target_os = "linux"))]
unsafe fn release(ptr: *mut u8, bytes: usize) {
    // SAFETY: the caller passes an allocation made by `allocate` with this size.
    unsafe { std::alloc::dealloc(ptr, std::alloc::Layout::from_size_align_unchecked(bytes, ALIGN)) };
}

/// The alignment asked of the system allocator where there is no `mmap`.
#[cfg(not(target_os = "linux"))]
const ALIGN: usize = 16;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_zero_and_keeps_what_is_written() {
        // SAFETY: zero is a valid u64.
        let mut s = unsafe { ZeroedSlice::<u64>::new(1 << 20) }.unwrap();
        assert!(s.iter().all(|&x| x == 0));
        s[12345] = 7;
        s[(1 << 20) - 1] = 9;
        assert_eq!((s[12345], s[(1 << 20) - 1], s.len()), (7, 9, 1 << 20));
    }

    #[test]
    fn an_impossible_size_is_refused() {
        // SAFETY: zero is a valid u64.
        assert!(unsafe { ZeroedSlice::<u64>::new(usize::MAX / 4) }.is_none());
    }
}
