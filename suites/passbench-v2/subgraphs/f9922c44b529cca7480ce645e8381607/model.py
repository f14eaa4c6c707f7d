import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_115: torch.Tensor):
        shifted_hidden_states_5 = torch.roll(hidden_states_115, shifts=(-3, -3), dims=(1, 2))
        input_feature_16 = shifted_hidden_states_5.view(1, 1, 7, 1, 7, 768)
        shifted_hidden_states_5 = None
        transpose_72 = input_feature_16.transpose(2, 3)
        input_feature_16 = None
        contiguous_49 = transpose_72.contiguous()
        transpose_72 = None
        windows_38 = contiguous_49.view(-1, 7, 7, 768)
        contiguous_49 = None
        return (windows_38,)
