import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_4: torch.Tensor):
        hidden_states_5 = torch.nn.functional.silu(linear_4, inplace=False)
        hidden_states_6 = torch.nn.functional.dropout(hidden_states_5, p=0.0, training=False)
        hidden_states_5 = None
        return (hidden_states_6,)
