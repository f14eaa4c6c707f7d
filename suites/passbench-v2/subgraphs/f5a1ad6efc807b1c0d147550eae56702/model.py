import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_234: torch.Tensor):
        hidden_states_235 = torch.roll(hidden_states_234, shifts=(-3, -3), dims=(1, 2))
        input_feature_34 = hidden_states_235.view(1, 1, 7, 1, 7, 768)
        hidden_states_235 = None
        transpose_150 = input_feature_34.transpose(2, 3)
        input_feature_34 = None
        contiguous_130 = transpose_150.contiguous()
        transpose_150 = None
        return (contiguous_130,)
