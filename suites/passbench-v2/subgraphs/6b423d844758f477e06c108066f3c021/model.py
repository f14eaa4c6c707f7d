import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_51: torch.Tensor):
        reshape_78 = hidden_states_51.reshape(1, 14, 14, 96, 768)
        residual_temporal_10 = reshape_78.reshape(1, 18816, 768)
        reshape_78 = None
        return (residual_temporal_10,)
