class Program_weight_tensor_meta_permute_22:
    name = "permute_22"
    shape = [24, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.925976557001412e-07
    std = 5.502252204156558e-05
    data = None
    min_val = -0.00024533914984203875
    max_val = 0.0002397876960458234


class Program_weight_tensor_meta_attention_scores_49:
    name = "attention_scores_49"
    shape = [1, 24, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.19313513503671226
    std = 1.7522525520006298
    data = None
    min_val = -6.2958245277404785
    max_val = 7.082906723022461
