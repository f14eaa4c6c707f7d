import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_14: torch.Tensor, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor):
        input_15 = torch._C._nn.linear(input_14, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_, None)
        relative_position_bias_table_4 = input_15.view(-1, 12)
        input_15 = None
        view_82 = L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        getitem_16 = relative_position_bias_table_4[view_82]
        relative_position_bias_table_4 = view_82 = None
        relative_position_bias_12 = getitem_16.view(49, 49, -1)
        getitem_16 = None
        permute_8 = relative_position_bias_12.permute(2, 0, 1)
        relative_position_bias_12 = None
        relative_position_bias_13 = permute_8.contiguous()
        permute_8 = None
        sigmoid_4 = torch.sigmoid(relative_position_bias_13)
        relative_position_bias_13 = None
        return (sigmoid_4,)
