import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_4: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_5 = torch.conv2d(x_4, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_6 = torch.nn.functional.batch_norm(input_5, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_1_buffers_running_mean_, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_1_buffers_running_var_, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_1_parameters_weight_, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_1_parameters_bias_, False, 0.1, 1e-05)
        input_5 = None
        input_7 = torch.nn.functional.relu(input_6, inplace=True)
        input_6 = None
        return (input_7,)
