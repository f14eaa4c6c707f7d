class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 16, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00022388811536814624
    std = 0.13114188937207907
    data = None
    min_val = -0.6231883764266968
    max_val = 0.5911560654640198


class Program_weight_tensor_meta_mask:
    name = "mask"
    shape = [1, 1, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
