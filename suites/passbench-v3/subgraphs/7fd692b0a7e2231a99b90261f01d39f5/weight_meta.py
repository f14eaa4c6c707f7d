class Program_weight_tensor_meta_getitem_17:
    name = "getitem_17"
    shape = [1, 18816, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00055343441209099
    std = 0.040987471827353524
    data = None
    min_val = -0.22081492841243744
    max_val = 0.20600096881389618


class Program_weight_tensor_meta_residual_temporal_3:
    name = "residual_temporal_3"
    shape = [1, 18816, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.3009714077555976e-05
    std = 0.0009715318297742075
    data = None
    min_val = -0.003439872059971094
    max_val = 0.0033867342863231897


class Program_weight_tensor_meta_layer_output_1:
    name = "layer_output_1"
    shape = [1, 18817, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0005533433847808616
    std = 0.04098654027308103
    data = None
    min_val = -0.22081492841243744
    max_val = 0.20600096881389618
