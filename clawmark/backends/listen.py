"""`python3 listen.py PORT PROGRAM ARG...`: listen on 0.0.0.0:PORT, then exec PROGRAM.

The containers' side of `ServerSpec.listener` (clawmark.backends.base): servers written to take
an already listening socket (kb, sheets) get one inside their container, where no harness can
hand it over; "{fd}" in the arguments becomes its descriptor. Standard library only: it is
copied into the images as it is.
"""

import os
import socket
import sys


def main(argv: list[str]) -> None:
    port, command = int(argv[0]), argv[1:]
    listener = socket.create_server(("0.0.0.0", port), backlog=128)
    listener.set_inheritable(True)
    os.execvp(command[0], [arg.replace("{fd}", str(listener.fileno())) for arg in command])


if __name__ == "__main__":
    main(sys.argv[1:])
