class Program_weight_tensor_meta_attention_scores_2:
    name = "attention_scores_2"
    shape = [25, 4, 144, 144]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.25887007343912e-06
    std = 0.0018771265821582485
    data = None
    min_val = -0.01270147506147623
    max_val = 0.01134246215224266
