import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_29: torch.Tensor, L_self_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        output_tensor_12 = torch.conv1d(hidden_states_29, L_self_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_weight_, L_self_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_bias_, (1,), (9,), (3,), 1)
        hidden_states_30 = output_tensor_12.reshape(1, 128, -1)
        output_tensor_12 = None
        return (hidden_states_30,)
