import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_12: torch.Tensor):
        shifted_hidden_states = torch.roll(hidden_states_12, shifts=(-3, -3), dims=(1, 2))
        input_feature_1 = shifted_hidden_states.view(1, 8, 7, 8, 7, 96)
        shifted_hidden_states = None
        transpose_7 = input_feature_1.transpose(2, 3)
        input_feature_1 = None
        contiguous_4 = transpose_7.contiguous()
        transpose_7 = None
        windows_3 = contiguous_4.view(-1, 7, 7, 96)
        contiguous_4 = None
        return (windows_3,)
