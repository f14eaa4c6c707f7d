import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_190: torch.Tensor):
        hidden_states_312 = torch.nn.functional.relu(linear_190, inplace=False)
        hidden_states_313 = torch.nn.functional.dropout(hidden_states_312, p=0.0, training=False)
        hidden_states_312 = None
        return (hidden_states_313,)
