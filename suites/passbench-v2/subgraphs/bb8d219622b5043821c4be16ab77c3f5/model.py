import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_8: torch.Tensor):
        hidden_states_8 = torch.nn.functional.silu(linear_8, inplace=False)
        hidden_states_9 = torch.nn.functional.dropout(hidden_states_8, p=0.0, training=False)
        hidden_states_8 = None
        return (hidden_states_9,)
