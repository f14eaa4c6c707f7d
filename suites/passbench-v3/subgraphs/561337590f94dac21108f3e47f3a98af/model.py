import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_46: torch.Tensor):
        flatten_4 = hidden_states_46.flatten(2)
        hidden_states_47 = flatten_4.transpose(1, 2)
        flatten_4 = None
        hidden_states_48 = torch._C._nn.gelu(hidden_states_47)
        hidden_states_47 = None
        hidden_states_49 = torch.nn.functional.dropout(hidden_states_48, 0.0, False, False)
        hidden_states_48 = None
        return (hidden_states_49,)
