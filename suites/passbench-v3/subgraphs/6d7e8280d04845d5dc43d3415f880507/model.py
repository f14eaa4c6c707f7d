import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_203: torch.Tensor, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        output_tensor_40 = torch.conv1d(hidden_states_203, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_weight_, L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_bias_, (1,), (27,), (9,), 1)
        hidden_states_204 = output_tensor_40.reshape(1, 256, -1)
        output_tensor_40 = None
        return (hidden_states_204,)
