import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_6: torch.Tensor, L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_tag_sub_embeddings_modules_3_parameters_weight_: torch.nn.parameter.Parameter, xpath_subs_seq: torch.Tensor):
        embedding_9 = torch.nn.functional.embedding(getitem_6, L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_tag_sub_embeddings_modules_3_parameters_weight_, None, None, 2.0, False, False)
        getitem_7 = xpath_subs_seq[(slice(None, None, None), slice(None, None, None), 3)]
        return (getitem_7, embedding_9)
