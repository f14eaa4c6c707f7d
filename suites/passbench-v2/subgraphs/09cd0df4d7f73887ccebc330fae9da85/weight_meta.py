class Program_weight_tensor_meta_beginning_input:
    name = "beginning_input"
    shape = [1, 256, 12, 257]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.19295389199387e-08
    std = 0.00049025040012142
    data = None
    min_val = -0.002438463270664215
    max_val = 0.0024765462148934603


class Program_weight_tensor_meta_beginning_mask_1:
    name = "beginning_mask_1"
    shape = [1, 256, 12, 257]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.5
    std = 0.5000003166548079
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_diagonal_attention_scores_1:
    name = "diagonal_attention_scores_1"
    shape = [1, 512, 12, 513]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.9228312020147074e-07
    std = 0.00049114720022348
    data = None
    min_val = -0.0025485679507255554
    max_val = 0.002610055496916175


class Program_weight_tensor_meta_ending_mask:
    name = "ending_mask"
    shape = [1, 256, 1, 257]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.5
    std = 0.5000037998974028
    data = None
    min_val = 0.0
    max_val = 1.0
