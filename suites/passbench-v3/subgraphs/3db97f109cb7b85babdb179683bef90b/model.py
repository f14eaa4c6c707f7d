import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_3: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_: torch.nn.parameter.Parameter):
        attention_scores_4 = attention_scores_3 / 5.656854249492381
        view_24 = L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        relative_position_bias_3 = L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_[view_24]
        view_24 = None
        relative_position_bias_4 = relative_position_bias_3.view(49, 49, -1)
        relative_position_bias_3 = None
        permute_2 = relative_position_bias_4.permute(2, 0, 1)
        relative_position_bias_4 = None
        return (permute_2, attention_scores_4)
