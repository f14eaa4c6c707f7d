import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_48: torch.Tensor, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_: torch.nn.parameter.Parameter, attn_mask_11: torch.Tensor):
        attention_scores_49 = attention_scores_48 / 5.656854249492381
        view_195 = L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        relative_position_bias_33 = L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_[view_195]
        view_195 = None
        relative_position_bias_34 = relative_position_bias_33.view(49, 49, -1)
        relative_position_bias_33 = None
        permute_22 = relative_position_bias_34.permute(2, 0, 1)
        relative_position_bias_34 = None
        relative_position_bias_35 = permute_22.contiguous()
        permute_22 = None
        unsqueeze_33 = relative_position_bias_35.unsqueeze(0)
        relative_position_bias_35 = None
        attention_scores_50 = attention_scores_49 + unsqueeze_33
        attention_scores_49 = unsqueeze_33 = None
        attention_scores_51 = attention_scores_50.view(1, 1, 24, 49, 49)
        attention_scores_50 = None
        unsqueeze_34 = attn_mask_11.unsqueeze(1)
        unsqueeze_35 = unsqueeze_34.unsqueeze(0)
        unsqueeze_34 = None
        return (attention_scores_51, unsqueeze_35)
