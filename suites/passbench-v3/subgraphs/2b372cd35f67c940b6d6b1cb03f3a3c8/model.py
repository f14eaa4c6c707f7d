import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_77: torch.Tensor, L_self_modules_encoder_modules_block_modules_3_modules_res_unit3_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_3_modules_res_unit3_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        output_tensor_33 = torch.conv1d(hidden_states_77, L_self_modules_encoder_modules_block_modules_3_modules_res_unit3_modules_conv1_parameters_weight_, L_self_modules_encoder_modules_block_modules_3_modules_res_unit3_modules_conv1_parameters_bias_, (1,), (27,), (9,), 1)
        hidden_states_78 = output_tensor_33.reshape(1, 512, -1)
        output_tensor_33 = None
        return (hidden_states_78,)
