import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_82: torch.Tensor):
        flatten_7 = hidden_states_82.flatten(2)
        hidden_states_83 = flatten_7.transpose(1, 2)
        flatten_7 = None
        hidden_states_84 = torch._C._nn.gelu(hidden_states_83)
        hidden_states_83 = None
        hidden_states_85 = torch.nn.functional.dropout(hidden_states_84, 0.0, False, False)
        hidden_states_84 = None
        return (hidden_states_85,)
