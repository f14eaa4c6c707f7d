import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_11: torch.Tensor):
        hidden_states_12 = torch.roll(hidden_states_11, shifts=(-3, -3), dims=(1, 2))
        input_feature_1 = hidden_states_12.view(1, 8, 7, 8, 7, 96)
        hidden_states_12 = None
        transpose_7 = input_feature_1.transpose(2, 3)
        input_feature_1 = None
        contiguous_5 = transpose_7.contiguous()
        transpose_7 = None
        return (contiguous_5,)
