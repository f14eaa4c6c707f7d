import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_3: torch.Tensor, L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_sensor_encoder_modules_attn_dropout: torch.Tensor):
        input_4 = torch.nn.functional.linear(input_3, L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_weight_, L_self_modules_sensor_encoder_modules_mlp1_modules_3_parameters_bias_)
        query = input_4.transpose(1, 0)
        item_1 = L_self_modules_sensor_encoder_modules_attn_dropout.item()
        return (query, input_4)
