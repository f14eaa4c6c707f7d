import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_5: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor):
        input_6 = torch._C._nn.linear(input_5, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_, None)
        relative_position_bias_table_1 = input_6.view(-1, 6)
        input_6 = None
        view_26 = L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        getitem_3 = relative_position_bias_table_1[view_26]
        relative_position_bias_table_1 = view_26 = None
        relative_position_bias_3 = getitem_3.view(64, 64, -1)
        getitem_3 = None
        permute_2 = relative_position_bias_3.permute(2, 0, 1)
        relative_position_bias_3 = None
        return (permute_2,)
