{
  description = "ClawMark: a benchmark and harness for language-model agents that work as coworkers over several in-universe days";

  # Pinned in flake.lock (nixos-24.11). What is and is not verified: nix/README.md.
  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.11";

  outputs = { self, nixpkgs }:
    let
      # nix/python-wheels.json holds the x86_64-Linux CPython 3.11 wheels of requirements.lock.
      system = "x86_64-linux";
      pkgs = nixpkgs.legacyPackages.${system};
      python = pkgs.python311;

      # Exactly the lock's Python dependencies: one wheel per pin, fetched by the SHA-256 the
      # lock pins (tools/nix-wheels writes the list; tests/test_nix.py checks it against the lock).
      wheels = builtins.fromJSON (builtins.readFile ./nix/python-wheels.json);
      fromWheel = w: python.pkgs.buildPythonPackage {
        pname = w.name;
        version = w.version;
        format = "wheel";
        src = pkgs.fetchurl { name = w.filename; url = w.url; sha256 = w.sha256; };
        nativeBuildInputs = [ pkgs.autoPatchelfHook ];
        buildInputs = [ pkgs.stdenv.cc.cc.lib pkgs.zlib ];
        dontCheckRuntimeDeps = true;
        doCheck = false;
      };
      pythonDeps = map fromWheel wheels;

      # The services' servers and the raw-evidence tools (tools/setup's Debian packages).
      tools = [
        pkgs.dovecot pkgs.ffmpeg pkgs.espeak-ng pkgs.sox pkgs.tesseract pkgs.poppler_utils
        pkgs.libfaketime pkgs.bubblewrap pkgs.nodejs pkgs.bazel_6
      ];

      clawmark = python.pkgs.buildPythonApplication {
        pname = "clawmark";
        version = "0.1.0";
        pyproject = true;
        src = self;
        build-system = [ python.pkgs.setuptools ];
        dependencies = pythonDeps;
        makeWrapperArgs = [ "--prefix" "PATH" ":" (pkgs.lib.makeBinPath tools) ];
        dontCheckRuntimeDeps = true;
        doCheck = false;
      };
    in
    {
      packages.${system} = { inherit clawmark; default = clawmark; };

      apps.${system}.default = { type = "app"; program = "${clawmark}/bin/clawmark"; };

      devShells.${system}.default = pkgs.mkShell {
        packages = [ (python.withPackages (_: pythonDeps)) pkgs.uv ] ++ tools;
        shellHook = ''export PYTHONPATH="$PWD''${PYTHONPATH:+:$PYTHONPATH}"'';
      };
    };
}
