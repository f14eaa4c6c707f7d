import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_22: torch.Tensor):
        hidden_states_32 = torch.nn.functional.silu(linear_22, inplace=False)
        hidden_states_33 = torch.nn.functional.dropout(hidden_states_32, p=0.0, training=False)
        hidden_states_32 = None
        return (hidden_states_33,)
