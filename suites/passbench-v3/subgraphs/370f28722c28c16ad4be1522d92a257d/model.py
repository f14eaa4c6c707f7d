import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_155: torch.Tensor, L_self_modules_decoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        output_tensor_63 = torch.conv1d(hidden_states_155, L_self_modules_decoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_weight_, L_self_modules_decoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_bias_, (1,), (3,), (1,), 1)
        hidden_states_156 = output_tensor_63.reshape(1, 96, -1)
        output_tensor_63 = None
        return (hidden_states_156,)
