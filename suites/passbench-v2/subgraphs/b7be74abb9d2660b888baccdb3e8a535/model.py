import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_1: torch.Tensor, L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_subs_sub_embeddings_modules_0_parameters_weight_: torch.nn.parameter.Parameter, xpath_tags_seq: torch.Tensor):
        embedding_4 = torch.nn.functional.embedding(getitem_1, L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_subs_sub_embeddings_modules_0_parameters_weight_, None, None, 2.0, False, False)
        getitem_2 = xpath_tags_seq[(slice(None, None, None), slice(None, None, None), 1)]
        return (getitem_2, embedding_4)
