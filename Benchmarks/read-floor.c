/*
 * The floor of the whole-corpus run: walks a folder and reads every `.swift` file in it, and
 * does nothing else (no parsing, no output). One thread, one open, read and close per file, the
 * directory entries' types taken from the directory itself (no stat), one reused buffer. What it
 * costs is what any tool that reads the same files pays to the operating system before it looks
 * at a byte; `Benchmarks/corpus-bench.sh` prints it beside mockgen's and Mockolo's runs.
 *
 *   cc -O2 -o read-floor Benchmarks/read-floor.c && ./read-floor FOLDER
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char buffer[1 << 22];
static long files;
static long long bytes;

static int is_swift_file(const char *name) {
    size_t length = strlen(name);
    return length > 6 && strcmp(name + length - 6, ".swift") == 0;
}

/* Reads the files under the open directory `folder` (closed on return), hidden entries left out. */
static void read_folder(int folder) {
    DIR *directory = fdopendir(folder);
    if (directory == NULL) {
        close(folder);
        return;
    }
    struct dirent *entry;
    while ((entry = readdir(directory)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        if (entry->d_type == DT_DIR) {
            int inner = openat(folder, entry->d_name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            if (inner >= 0) read_folder(inner);
        } else if (entry->d_type == DT_REG && is_swift_file(entry->d_name)) {
            int file = openat(folder, entry->d_name, O_RDONLY | O_CLOEXEC);
            if (file < 0) continue;
            ssize_t count;
            while ((count = read(file, buffer, sizeof buffer)) > 0) bytes += count;
            close(file);
            files += 1;
        }
    }
    closedir(directory);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: read-floor FOLDER\n");
        return 2;
    }
    int folder = open(argv[1], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder < 0) {
        perror(argv[1]);
        return 1;
    }
    read_folder(folder);
    printf("%ld files, %lld bytes\n", files, bytes);
    return 0;
}
