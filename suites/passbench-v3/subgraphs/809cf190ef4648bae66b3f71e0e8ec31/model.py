import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_10: torch.Tensor):
        flatten_1 = hidden_states_10.flatten(2)
        hidden_states_11 = flatten_1.transpose(1, 2)
        flatten_1 = None
        hidden_states_12 = torch._C._nn.gelu(hidden_states_11)
        hidden_states_11 = None
        hidden_states_13 = torch.nn.functional.dropout(hidden_states_12, 0.0, False, False)
        hidden_states_12 = None
        return (hidden_states_13,)
