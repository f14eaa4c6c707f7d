import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_26: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_45 = torch.conv2d(x_26, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1)
        input_46 = torch.nn.functional.batch_norm(input_45, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_1_buffers_running_mean_, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_1_buffers_running_var_, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_1_parameters_weight_, L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_1_parameters_bias_, False, 0.1, 1e-05)
        input_45 = None
        input_47 = torch.nn.functional.relu(input_46, inplace=True)
        input_46 = None
        return (input_47,)
