import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear: torch.Tensor):
        hidden_states_3 = torch.nn.functional.relu(linear, inplace=False)
        hidden_states_4 = torch.nn.functional.dropout(hidden_states_3, p=0.0, training=False)
        hidden_states_3 = None
        return (hidden_states_4,)
