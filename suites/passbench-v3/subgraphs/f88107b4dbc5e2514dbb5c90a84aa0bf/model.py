import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_9: torch.Tensor):
        flatten_1 = hidden_states_9.flatten(2)
        hidden_states_10 = flatten_1.transpose(1, 2)
        flatten_1 = None
        hidden_states_11 = torch._C._nn.gelu(hidden_states_10)
        hidden_states_10 = None
        hidden_states_12 = torch.nn.functional.dropout(hidden_states_11, 0.0, False, False)
        hidden_states_11 = None
        return (hidden_states_12,)
