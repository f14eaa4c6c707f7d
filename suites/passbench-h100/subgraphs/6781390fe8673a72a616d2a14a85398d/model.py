import torch


class GraphModule(torch.nn.Module):
    def forward(self, node_in: torch.Tensor, L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_sensor_encoder_modules_mlp1_modules_1_eps: torch.Tensor):
        input_1 = torch.nn.functional.linear(node_in, L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_weight_, L_self_modules_sensor_encoder_modules_mlp1_modules_0_parameters_bias_)
        item = L_self_modules_sensor_encoder_modules_mlp1_modules_1_eps.item()
        return (input_1,)
