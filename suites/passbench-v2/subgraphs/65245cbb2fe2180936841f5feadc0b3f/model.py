import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_176: torch.Tensor, L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        output_tensor_28 = torch.conv1d(hidden_states_176, L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_weight_, L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_bias_, (1,), (9,), (3,), 1)
        hidden_states_177 = output_tensor_28.reshape(1, 128, -1)
        output_tensor_28 = None
        return (hidden_states_177,)
