import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_26: torch.Tensor):
        hidden_states_27 = torch._C._nn.gelu(hidden_states_26)
        extract_features = hidden_states_27.transpose(1, 2)
        hidden_states_27 = None
        return (extract_features,)
