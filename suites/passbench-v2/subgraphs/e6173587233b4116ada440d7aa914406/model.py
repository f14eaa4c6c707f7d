import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_14: torch.Tensor):
        hidden_states_15 = torch._C._nn.gelu(hidden_states_14)
        extract_features = hidden_states_15.transpose(1, 2)
        hidden_states_15 = None
        return (extract_features,)
