import torch


class GraphModule(torch.nn.Module):
    def forward(self, quantized_representation_35: torch.Tensor, L_self_modules_decoder_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_6 = torch.conv1d(quantized_representation_35, L_self_modules_decoder_modules_conv1_parameters_weight_, L_self_modules_decoder_modules_conv1_parameters_bias_, (1,), (3,), (1,), 1)
        hidden_states_87 = hidden_state_6.reshape(1, 1536, -1)
        hidden_state_6 = None
        return (hidden_states_87,)
