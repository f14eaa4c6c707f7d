import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_197: torch.Tensor, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        output_tensor_37 = torch.conv1d(hidden_states_197, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_weight_, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_bias_, (1,), (9,), (3,), 1)
        hidden_states_198 = output_tensor_37.reshape(1, 256, -1)
        output_tensor_37 = None
        return (hidden_states_198,)
