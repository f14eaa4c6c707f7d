import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_31: torch.Tensor):
        reshape_50 = hidden_states_31.reshape(1, 14, 14, 8, 768)
        residual_temporal_6 = reshape_50.reshape(1, 1568, 768)
        reshape_50 = None
        return (residual_temporal_6,)
