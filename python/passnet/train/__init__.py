"""Fine-tuning models on the agent's trajectories (docs/agent.md): needs torch, transformers and
TRL (the ``train`` extra), unlike the engine that writes the records."""
