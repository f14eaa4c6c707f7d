import torch


class GraphModule(torch.nn.Module):
    def forward(self, text_value_states_1: torch.Tensor, text_key_states_2: torch.Tensor):
        text_value_states_2 = text_value_states_1.view(4, -1, 256)
        transpose_4 = text_key_states_2.transpose(1, 2)
        return (transpose_4, text_value_states_2)
